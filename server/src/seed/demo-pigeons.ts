import { type DemoBuilder, day, type PigeonRow, pad, type UserRow } from './demo-builder';
import { pigeonPhotoSvg } from './image-scenes';
import { pigeonColors, pigeonLines, pigeonStates } from './turkish-data';

export function buildPigeons(demo: DemoBuilder): void {
  // A pool of portraits, at least one per plumage colour, shared by the pigeons.
  const photoPool = new Map<string, string[]>();
  const colors = [...pigeonColors, ...demo.rnd.sample(pigeonColors, 6)];
  colors.forEach((color, i) => {
    const name = `guvercin-${pad(i + 1)}`;
    const file = `demo/guvercinler/${name}.jpg`;
    const thumb = `demo/guvercinler/${name}-kucuk.jpg`;
    demo.jobs.push({
      svg: pigeonPhotoSvg(color, demo.rnd),
      outputs: [
        { file, width: 1000, height: 750, format: 'jpeg' },
        { file: thumb, width: 400, height: 300, format: 'jpeg' },
      ],
    });
    const list = photoPool.get(color) ?? [];
    list.push(`/media/${file}`);
    photoPool.set(color, list);
  });
  const allPhotos = [...photoPool.values()].flat();

  const owners = [...demo.members.slice(0, 30), ...demo.fakeUsers];
  let serial = 1000;
  for (let i = 0; i < 240; i++) {
    serial += demo.rnd.int(1, 9);
    const year = demo.rnd.int(2019, 2024);
    let tag = '';
    do tag = `TR-${year}-${demo.rnd.token(6, '0123456789')}`;
    while (demo.usedTags.has(tag));
    demo.usedTags.add(tag);
    const color = demo.rnd.pick(pigeonColors);
    const owner = owners[i % owners.length] as UserRow;
    const photos = photoPool.get(color) ?? allPhotos;
    const picture = demo.rnd.pick(photos);
    const row: PigeonRow = {
      id: i + 1,
      serial,
      tagNum: tag,
      ownerId: owner.id,
      active: demo.rnd.chance(0.88) ? 1 : 0,
      state: demo.rnd.pick(pigeonStates),
      createdAt: new Date(demo.now - demo.rnd.int(20, 900) * day),
    };
    const extra = demo.rnd.sample(
      allPhotos.filter((p) => p !== picture),
      demo.rnd.int(0, 2),
    );
    [picture, ...extra].forEach((url, position) => {
      demo.pictures.push({
        pigeonId: row.id,
        position,
        url,
        thumbUrl: url.replace(/\.jpg$/, '-kucuk.jpg'),
        // The demo's portraits show the whole bird: the cover is the body photo.
        slot: position === 0 ? 'body' : null,
      });
    });
    const gender = demo.rnd.chance(0.55) ? 'Erkek' : 'Dişi';
    demo.pigeons.push({ row, color, gender, line: demo.rnd.pick(pigeonLines), year, picture });
    // The row carries what the descriptions say: its sex and its colour as fanciers write it.
    row.sex = gender === 'Erkek' ? 'male' : 'female';
    row.colour = color.toLocaleLowerCase('tr-TR');
    // The line the descriptions name is the pigeon's searchable bloodline.
    row.bloodline = demo.pigeons[demo.pigeons.length - 1]?.line ?? '';
  }
  demo.freePigeons = demo.rnd.shuffle(demo.pigeons);
}
