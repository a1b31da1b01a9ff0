import { messages } from '@kanat/shared/i18n';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { renderInSite } from '../../../test/render';
import { type AbsoluteRoute, AbsoluteRoutes, relativeToBase } from './absolute-routes';
import { SectionNotFound } from './section-not-found';

function NewsItem() {
  const { id } = useParams();
  return <h1>{`Haber ${id}`}</h1>;
}

const routes: AbsoluteRoute[] = [
  { path: '/haberler', element: <h1>Haberler</h1> },
  { path: '/haberler/:id', element: <NewsItem /> },
  { path: '/galeri', element: <h1>Galeri</h1> },
  { path: '*', element: <SectionNotFound /> },
];

// The site's providers load asynchronously; finding the page waits for them to settle.
const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;

describe('relativeToBase', () => {
  it.each([
    ['/haberler/:id', '/', '/haberler/:id'],
    ['/haberler/:id', '/haberler', '/:id'],
    ['/haberler', '/Haberler', '/'],
    ['/galeri', '/haberler', null],
    ['/haberler', '/haberler/n1', null],
    ['*', '/haberler', '*'],
  ])('%s below %s is %s', (absolute, base, expected) => {
    expect(relativeToBase(absolute, base)).toBe(expected);
  });
});

describe('AbsoluteRoutes', () => {
  it('matches full paths outside any <Route>, as the shell renders a remote', async () => {
    renderInSite(<AbsoluteRoutes routes={routes} />, { path: '/haberler/n7' });
    expect(await heading()).toBe('Haber n7');
  });

  it('matches regardless of case and a trailing slash', async () => {
    renderInSite(<AbsoluteRoutes routes={routes} />, { path: '/Galeri/' });
    expect(await heading()).toBe('Galeri');
  });

  it('works the same under a section prefix', async () => {
    renderInSite(<AbsoluteRoutes routes={routes} />, { path: '/haberler', mount: '/haberler/*' });
    expect(await heading()).toBe('Haberler');
  });

  it('passes route params through under a section prefix', async () => {
    renderInSite(<AbsoluteRoutes routes={routes} />, {
      path: '/haberler/n3',
      mount: '/haberler/*',
    });
    expect(await heading()).toBe('Haber n3');
  });

  it('leaves out the routes outside the prefix', async () => {
    // Were '/galeri' kept as '/galeri' below '/haberler', it would win over '/:id'.
    renderInSite(<AbsoluteRoutes routes={routes} />, {
      path: '/haberler/galeri',
      mount: '/haberler/*',
    });
    expect(await heading()).toBe('Haber galeri');
  });

  it('shows the section not-found page, with a way home, for an unknown path', async () => {
    renderInSite(<AbsoluteRoutes routes={routes} />, { path: '/haberler/n3/yorumlar' });
    expect(await screen.findByTestId('section-not-found')).toBeTruthy();
    expect(screen.getByText(messages.notFound.title)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: messages.notFound.homeLink }).getAttribute('href'),
    ).toBe('/');
  });
});
