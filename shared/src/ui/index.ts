import './theme-types';

export type { ButtonSize, ButtonStyleProps, ButtonVariant } from './components/button';
export {
  AnchorButton,
  Button,
  buttonSizes,
  buttonStyles,
  buttonVariants,
  IconButton,
  LinkButton,
} from './components/button';
export { Card, CardBody, CardFooter, CardMedia, CardTitle } from './components/card';
export type { EmptyStateProps, ErrorStateProps } from './components/feedback';
export { EmptyState, ErrorState } from './components/feedback';
export type { IconName, IconProps } from './components/icon';
export { DEFAULT_ICON_SIZE, Icon, iconShapes } from './components/icon';
export type { PageSectionProps } from './components/layout';
export {
  CardGrid,
  Container,
  PageSection,
  PageTitle,
  PlainList,
  SectionHead,
  VisuallyHidden,
} from './components/layout';
export type { FallbackImageProps } from './components/placeholder';
export { FallbackImage, Placeholder } from './components/placeholder';
export { SeeAllLink } from './components/see-all-link';
export { loadingRegion, Skeleton } from './components/skeleton';
export type { SpinnerProps } from './components/spinner';
export { LoadingBlock, Spinner } from './components/spinner';
export type { DotStatus, StatusDotProps } from './components/status-dot';
export { StatusDot, statusDotColors } from './components/status-dot';
export { ensureGlobalStyle, GLOBAL_STYLE_ATTRIBUTE, GlobalStyle } from './global-style';
export { useDocumentTitle } from './hooks/use-document-title';
export { HydrateWhenSeen, WAKE_MARGIN_PX } from './hydrate-when-seen';
export { NEAR_BOTTOM_PX } from './lists/near-bottom';
export { media, mediaQuery } from './media';
export type { AbsoluteRoute } from './routing/absolute-routes';
export { AbsoluteRoutes } from './routing/absolute-routes';
export { SectionNotFound } from './routing/section-not-found';
export type { Breakpoint, Theme, ThemeColor, ThemeSpace } from './theme';
export { theme } from './theme';
