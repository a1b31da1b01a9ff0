import { type DemoBuilder, pad } from './demo-builder';
import { sliderSvg, sponsorSvg } from './image-scenes';
import { pigeonColors } from './turkish-data';
import { sliderSlides, sponsorNames } from './turkish-media';

export function buildSiteMedia(demo: DemoBuilder): void {
  sliderSlides.forEach((slide, i) => {
    const color = demo.rnd.pick(pigeonColors);
    const name = `slayt-${pad(i + 1)}`;
    const full = `demo/slider/${name}-genis.jpg`;
    const mobile = `demo/slider/${name}-mobil.jpg`;
    demo.jobs.push({
      svg: sliderSvg(slide.title, slide.subtitle, 'full', color, demo.rnd),
      outputs: [{ file: full, width: 1600, height: 600, format: 'jpeg' }],
    });
    demo.jobs.push({
      svg: sliderSvg(slide.title, slide.subtitle, 'mobile', color, demo.rnd),
      outputs: [{ file: mobile, width: 600, height: 600, format: 'jpeg' }],
    });
    demo.sliderPics.full.push(`/media/${full}`);
    demo.sliderPics.mobile.push(`/media/${mobile}`);
  });
  sponsorNames.forEach((sponsor, i) => {
    const file = `demo/sponsorlar/sponsor-${pad(i + 1)}.png`;
    demo.jobs.push({
      svg: sponsorSvg(sponsor.name, demo.rnd),
      outputs: [{ file, width: 400, height: 200, format: 'png' }],
    });
    demo.sponsors.push({ name: sponsor.name, image: `/media/${file}`, url: sponsor.url });
  });
}
