import { UnsafeUrlError, ValidationFailed, assertPublicUrl, invalid } from '@parley/platform';

/** Checks a webhook URL a user sends; an unusable one is a 422 on `body.webhook_url`. */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<string> {
  try {
    await assertPublicUrl(url, { allowPrivate });
    return url;
  } catch (err) {
    if (err instanceof UnsafeUrlError) {
      throw new ValidationFailed([invalid(['body', 'webhook_url'], err.message, 'value_error.url')]);
    }
    throw err;
  }
}
