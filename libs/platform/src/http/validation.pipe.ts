import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ValidationError, validate } from 'class-validator';
import { ValidationItem, ValidationFailed, missing, invalid } from '../errors';

const PRIMITIVES: unknown[] = [String, Boolean, Number, Array, Object];

function collect(errors: ValidationError[], loc: (string | number)[], out: ValidationItem[]): void {
  for (const e of errors) {
    const here = [...loc, /^\d+$/.test(e.property) ? Number(e.property) : e.property];
    const constraints = e.constraints ?? {};
    if (constraints.whitelistValidation) {
      out.push(invalid(here, 'extra fields not permitted', 'value_error.extra'));
    } else if (Object.keys(constraints).length > 0) {
      if (e.value === undefined || e.value === null) out.push(missing(here));
      else out.push(invalid(here, Object.values(constraints)[0], `value_error.${Object.keys(constraints)[0]}`));
    }
    if (e.children?.length) collect(e.children, here, out);
  }
}

/**
 * Validates bodies, queries and params against their DTO classes: unknown fields are
 * rejected, nested objects checked, and each failure becomes a `{loc, msg, type}` item
 * (loc starts with body/query/path) that the dialect renders.
 */
@Injectable()
export class DtoValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    if (!metatype || PRIMITIVES.includes(metatype) || metadata.type === 'custom') return value;
    const where = metadata.type === 'param' ? 'path' : metadata.type;
    if (metadata.type === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new ValidationFailed([invalid(['body'], 'a JSON object is required', 'type_error.dict')]);
    }
    const instance = plainToInstance(metatype, value ?? {}, { enableImplicitConversion: metadata.type !== 'body' });
    const errors = await validate(instance as object, {
      whitelist: true,
      forbidNonWhitelisted: metadata.type === 'body',
      forbidUnknownValues: false,
    });
    if (errors.length > 0) {
      const items: ValidationItem[] = [];
      collect(errors, [where], items);
      throw new ValidationFailed(items);
    }
    return instance;
  }
}
