import { bus } from '@kanat/shared/events';
export default function NewsRoutes() {
  return <p id="news" data-same-bus={String((window as any).__bus === bus)}>Haberler</p>;
}
