// jsdom has no layout: ProseMirror asks for rectangles while it scrolls the selection into
// view and while it reads clicks. These stand-ins answer with empty boxes. Tests only.
const emptyRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };

export function installProseMirrorDom(): void {
  const rects = () =>
    Object.assign([emptyRect], { item: () => emptyRect }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Element.prototype]) {
    Object.assign(proto, {
      getClientRects: rects,
      getBoundingClientRect: () => ({ ...emptyRect, toJSON: () => emptyRect }),
    });
  }
  if (!document.elementFromPoint) {
    Object.assign(document, { elementFromPoint: () => null });
  }
}
