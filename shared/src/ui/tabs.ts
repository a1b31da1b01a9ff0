// `@kanat/shared/ui/tabs`: the tab strip, apart from the rest of the kit because no first screen
// draws it (the home page's guide wakes below the fold; the list pages load it with their code).
export type { TabItem, TabsProps } from './components/tabs';
export { Tabs } from './components/tabs';
