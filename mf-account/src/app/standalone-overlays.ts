import { bus } from '@kanat/shared/events';

// When this app runs alone for development there is no shell to answer overlay requests;
// the browser's own dialogs stand in, so every flow can still be walked through.
export function installStandaloneOverlays(): void {
  bus.on('ui:toast-requested', ({ message }) => console.info(`[bildirim] ${message}`));
  bus.on('ui:confirm-requested', ({ id, text }) => {
    bus.emit('ui:confirm-answered', { id, yes: window.confirm(text) });
  });
  const ask = (id: string, target: string, note?: string) => {
    // Let the asker finish its current step before the blocking prompt.
    setTimeout(() => {
      const code = window.prompt([note, `${target} — doğrulama kodu`].filter(Boolean).join('\n'));
      bus.emit('ui:code-answered', { id, code });
    }, 0);
  };
  bus.on('ui:code-requested', ({ id, target }) => ask(id, target));
  bus.on('ui:code-rejected', ({ id, message }) => ask(id, '', message));
}
