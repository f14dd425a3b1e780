import { describe, expect, it, vi } from 'vitest';
import { LocalControlStore } from './control-store.ts';

// The feed alone: the calls that act on sockets and listeners reach this instance only, and the
// armed stream refusal is taken by one launch.
describe('LocalControlStore', () => {
  const store = () => {
    const instance = { dropSockets: vi.fn(() => 3), restart: vi.fn() };
    return { instance, control: new LocalControlStore(instance) };
  };

  it('refuses only the next launch once armed, and nothing before', async () => {
    const { control } = store();
    expect(await control.takeStreamRefusal()).toBeNull();
    await control.refuseNextStream(10300);
    expect(await control.takeStreamRefusal()).toBe(10300);
    expect(await control.takeStreamRefusal()).toBeNull();
  });

  it('drops and restarts this instance, the one instance told', async () => {
    const { instance, control } = store();
    expect(await control.dropSockets('tiny')).toEqual({ dropped: 3, instances: 1 });
    expect(instance.dropSockets).toHaveBeenCalledWith('tiny');
    await control.restart(1500);
    expect(instance.restart).toHaveBeenCalledWith(1500);
  });
});
