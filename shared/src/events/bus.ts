import mitt from 'mitt';
import type { AppEvents } from './contract';

/** The single event bus. `@kanat/shared/events` is a federation singleton, so this is one instance. */
export const bus = mitt<AppEvents>();
