import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '../engine/manifest/route-table';
import { createSessionStore } from '../engine/session/session';
import { createConsoleSignals } from '../engine/signals/console-signals';
import { startTelemetryOnce } from './start-integrations';

const services = () => ({ routeTable: buildRouteTable([]), session: createSessionStore(), signals: createConsoleSignals() });
const unhandled = vi.fn();

afterEach(() => {
  process.off('unhandledRejection', unhandled);
  unhandled.mockClear();
});

describe('startTelemetryOnce: telemetry code that fails costs nothing', () => {
  it.each([
    ['its chunk fails to load', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))],
    ['it fails to start', () => Promise.resolve({ loadTelemetry: () => Promise.reject(new Error('no start')) })],
  ])('%s: one try, settled, no unhandled rejection, telemetry off', async (_name, load) => {
    process.on('unhandledRejection', unhandled);
    const loader = vi.fn(load);
    await expect(startTelemetryOnce({ otlpEndpoint: '/otel' }, services(), loader)).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loader).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('starts the loaded code with the settings and the console start’s services', async () => {
    const loadTelemetry = vi.fn(() => Promise.resolve());
    const given = services();
    await startTelemetryOnce({ otlpEndpoint: '/otel' }, given, () => Promise.resolve({ loadTelemetry }));
    expect(loadTelemetry).toHaveBeenCalledExactlyOnceWith({ otlpEndpoint: '/otel' }, given);
  });
});
