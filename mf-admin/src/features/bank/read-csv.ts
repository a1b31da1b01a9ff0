/** The bytes of `file`, through FileReader (every browser, and jsdom). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A bank's CSV export as text. Turkish banks write UTF-8 (often with a byte-order mark) or
 * Windows-1254 (Excel's Turkish code page): bytes that are not UTF-8 are read as the latter,
 * so 'Ş', 'ğ' and 'ı' in descriptions arrive intact.
 */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await readBytes(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}
