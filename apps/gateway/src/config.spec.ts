import { ConfigError } from '@parley/platform';
import { loadGatewayConfig } from './config';

describe('loadGatewayConfig', () => {
  it('defaults to port 8080 and each app on its own loopback port', () => {
    const config = loadGatewayConfig({});
    expect(config.port).toBe(8080);
    expect(config.upstreams).toEqual({
      agents: 'http://127.0.0.1:3001',
      analytics: 'http://127.0.0.1:3002',
      messaging: 'http://127.0.0.1:3003',
      notifications: 'http://127.0.0.1:3004',
      language: 'http://127.0.0.1:3005',
    });
  });

  it('takes each upstream from <APP>_URL', () => {
    const config = loadGatewayConfig({ MESSAGING_URL: 'http://messaging:3003', PORT: '9000' });
    expect(config.upstreams.messaging).toBe('http://messaging:3003');
    expect(config.port).toBe(9000);
  });

  it('refuses a bad upstream URL, naming the setting', () => {
    expect(() => loadGatewayConfig({ ANALYTICS_URL: 'not a url' })).toThrow(new ConfigError('Setting ANALYTICS_URL is not a valid URL'));
    expect(() => loadGatewayConfig({ LANGUAGE_URL: 'ftp://x' })).toThrow(/LANGUAGE_URL/);
    expect(() => loadGatewayConfig({ AGENTS_URL: 'http://agents:3001/api' })).toThrow(/AGENTS_URL/);
    expect(() => loadGatewayConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
