// The yardstick page: the site's stack and nothing else (React, react-dom, styled-components,
// server-rendered and hydrated), twelve cards with a title, a picture, a price and a countdown
// ticking every second, written the plain way. The web bench measures it beside the site.
import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

export interface YardstickCard {
  id: string;
  title: string;
  /** Kuruş. */
  price: number;
  /** Epoch ms. */
  endsAt: number;
  image: { src: string; srcSet?: string; sizes?: string };
}

export interface YardstickData {
  /** The time the page was drawn at: hydration shows the same clocks as the HTML. */
  renderTime: number;
  cards: YardstickCard[];
}

const Global = createGlobalStyle`
  body {
    margin: 0;
    font-family: system-ui, sans-serif;
    color: #1d2a36;
    background: #f5f7f9;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  overflow: hidden;
  border: 1px solid #d8dee4;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 1px 3px rgb(0 0 0 / 8%);
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  padding: 12px 16px 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

const Price = styled.p`
  margin: 0;
  font-weight: 600;
  color: #0b6e4f;
`;

const Remaining = styled.p<{ $urgent: boolean }>`
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${({ $urgent }) => ($urgent ? '#b3261e' : 'inherit')};
`;

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

function remaining(ms: number): string {
  if (ms <= 0) return 'Sona erdi';
  const total = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const clock = `${two(Math.floor(total / 3600) % 24)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
  return days > 0 ? `${days} gün ${clock}` : clock;
}

function Countdown({ endsAt, renderTime }: { endsAt: number; renderTime: number }) {
  const [now, setNow] = useState(renderTime);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = endsAt - now;
  return <Remaining $urgent={left < 3_600_000}>Kalan süre: {remaining(left)}</Remaining>;
}

export function App({ data }: { data: YardstickData }) {
  return (
    <>
      <Global />
      <Main>
        <h1>Açık arttırmalar</h1>
        <Grid>
          {data.cards.map((card, index) => (
            <Card key={card.id}>
              <Picture
                {...card.image}
                alt={card.title}
                width={400}
                height={300}
                loading={index < 2 ? 'eager' : 'lazy'}
              />
              <Body>
                <Title>{card.title}</Title>
                <Price>{money.format(card.price / 100)}</Price>
                <Countdown endsAt={card.endsAt} renderTime={data.renderTime} />
              </Body>
            </Card>
          ))}
        </Grid>
      </Main>
    </>
  );
}
