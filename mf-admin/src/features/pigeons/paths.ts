/** The console's pigeons section (CONSOLE_ROOT + 'guvercinler'). */
export const PIGEONS_ROOT = '/yonetim/guvercinler';
