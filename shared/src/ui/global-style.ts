import { createGlobalStyle } from 'styled-components';

/** Page-wide resets and base typography; mounted once by the shell. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md}px;
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.typography.headingFamily};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }

  p { margin: 0 0 ${({ theme }) => theme.space.sm}px; }

  a {
    color: ${({ theme }) => theme.colors.teal};
    text-decoration: none;
    transition: color ${({ theme }) => theme.motion.fast};
  }
  a:hover { color: ${({ theme }) => theme.colors.tealStrong}; }

  img, svg, video { max-width: 100%; }
  img { display: block; height: auto; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* An outline follows each element's own corners; components may refine it. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.teal};
    outline-offset: 2px;
  }

  ::selection { background: ${({ theme }) => theme.colors.tealSoft}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
