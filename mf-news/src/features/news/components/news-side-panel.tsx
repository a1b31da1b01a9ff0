import { messages } from '@kanat/shared/i18n';
import { Icon } from '@kanat/shared/ui';
import { Input, useDebouncedValue } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import styled from 'styled-components';
import { listMostReadNews, MOST_READ_NEWS_COUNT } from '../api/list-most-read-news';
import { listNewNews, NEW_NEWS_COUNT } from '../api/list-new-news';
import { NewsLinkList } from './news-link-list';
import { NewsSearchResults } from './news-search-results';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

const SearchBox = styled.div`
  position: relative;

  & > svg {
    position: absolute;
    left: ${({ theme }) => theme.space.sm}px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  & > input {
    padding-left: ${({ theme }) => theme.space.xxl - 8}px;
  }
`;

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

/** SPEC §2 news search (500 ms after typing stops), its results beneath it. */
export function NewsSearch() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  return (
    <Search data-testid="news-search">
      <SearchBox role="search">
        <Icon name="search" size={20} />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={messages.news.searchPlaceholder}
          aria-label={messages.news.searchPlaceholder}
        />
      </SearchBox>
      {query ? <NewsSearchResults query={query} /> : null}
    </Search>
  );
}

/** SPEC §2 side panel: the most read and the new news. */
export function NewsSidePanel() {
  return (
    <Aside data-testid="news-side-panel">
      <NewsLinkList
        title={messages.news.mostRead}
        requestKey="news-most-read"
        load={listMostReadNews}
        count={MOST_READ_NEWS_COUNT}
      />
      <NewsLinkList
        title={messages.news.newNews}
        requestKey="news-new"
        load={listNewNews}
        count={NEW_NEWS_COUNT}
      />
    </Aside>
  );
}
