// Teaches styled-components the shape of our theme, so `props.theme.colors.brand` is typed in
// every app that imports `@kanat/shared/ui`.
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
