import { newsSearchFields } from '../modules/news';
import { type DemoBuilder, day, hour, pad } from './demo-builder';
import { newsSvg } from './image-scenes';
import {
  newsComments as commentTexts,
  newsItems,
  newsParagraphs,
  newsTipHeadings,
  newsTips,
} from './turkish-news';

export function buildNews(demo: DemoBuilder): void {
  const items = [...newsItems];
  let publish = demo.now - 2 * hour;
  const dates: number[] = [];
  for (let i = 0; i < items.length; i++) {
    dates.push(publish);
    publish -= demo.rnd.int(3, 9) * day + demo.rnd.int(0, 20) * hour;
  }
  dates.reverse();
  items.forEach((item, i) => {
    const id = i + 1;
    const file = `demo/haberler/haber-${pad(id)}.jpg`;
    demo.jobs.push({
      svg: newsSvg(item.title, demo.rnd),
      outputs: [{ file, width: 960, height: 540, format: 'jpeg' }],
    });
    const paragraphs = demo.rnd
      .sample(newsParagraphs, demo.rnd.int(2, 4))
      .map((p) => `<p>${p}</p>`)
      .join('\n');
    const tips = demo.rnd.chance(0.6)
      ? `\n<h3>${demo.rnd.pick(newsTipHeadings)}</h3>\n<ul>\n${demo.rnd
          .sample(newsTips, 3)
          .map((t) => `  <li>${t}</li>`)
          .join('\n')}\n</ul>`
      : '';
    const likers = demo.rnd.sample(demo.members, demo.rnd.int(0, 20));
    const commenters = Array.from({ length: demo.rnd.int(0, 7) }, () =>
      demo.rnd.pick(demo.members),
    );
    const publishDate = new Date(dates[i] as number);
    commenters.forEach((user, k) => {
      // Hours after the item, but never after the seeding: a visitor's new comment must
      // stay above every seeded one. The last ones of a fresh item end a minute apart.
      const after = publishDate.getTime() + (k + 1) * demo.rnd.int(1, 12) * hour;
      demo.comments.push({
        newsId: id,
        userId: user.id,
        message: demo.rnd.pick(commentTexts),
        createdAt: new Date(demo.past(after, commenters.length - k)),
      });
    });
    for (const user of likers) demo.likes.push({ newsId: id, userId: user.id });
    const bodyHtml = `<p><strong>${item.lead}</strong></p>\n${paragraphs}${tips}`;
    demo.news.push({
      id,
      title: item.title,
      mainPicture: `/media/${file}`,
      bodyHtml,
      ...newsSearchFields(item.title, bodyHtml),
      publishDate,
      views: demo.rnd.int(40, 4800),
      likes: likers.length,
      commentCount: commenters.length,
      createdAt: publishDate,
    });
  });
}
