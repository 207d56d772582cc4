import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a first run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      env: 'development',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('turns the demo chapter off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'no' }).demoData).toBe(false);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://oxp.example.org/' }).publicUrl).toBe(
      'https://oxp.example.org',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('builds the sender address from the public host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://oxp.example.org' }).mailFrom).toBe(
      'no-reply@oxp.example.org',
    );
    expect(loadConfig({ MAIL_FROM: 'Chapter <news@oxp.example.org>' }).mailFrom).toBe(
      'Chapter <news@oxp.example.org>',
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'mail.example.org'],
    ['PUBLIC_URL', 'ftp://example.org'],
    ['DEMO_DATA', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });
});
