import {
  formatKilometres,
  formatSpeed,
  parseScaled,
  type RaceResultInput,
  raceResultInput,
  raceResultsBestFirst,
  validateRaceResult,
  validateRaceResults,
} from './race-results';

const now = Date.parse('2026-06-15T10:00:00Z');
const input = (over: Partial<RaceResultInput> = {}): RaceResultInput => ({
  name: 'Kırklareli Milli Yarışı',
  date: '2026-05-10',
  releasePoint: 'Kırklareli',
  distanceKm: '512,4',
  place: '3',
  basketed: '1240',
  speed: '1.345,678',
  coefficient: '2,419',
  ...over,
});

describe('race results rule', () => {
  it('reads Turkish and English decimals and thousands', () => {
    expect(parseScaled('512,4', 1)).toBe(5124);
    expect(parseScaled('512.4', 1)).toBe(5124);
    expect(parseScaled('512', 1)).toBe(5120);
    expect(parseScaled('1.345,678', 3)).toBe(1_345_678);
    expect(parseScaled('1345.678', 3)).toBe(1_345_678);
    expect(parseScaled('1.345', 3)).toBe(1_345_000);
    expect(parseScaled('12,34', 1)).toBeNull();
    expect(parseScaled('on iki', 1)).toBeNull();
    expect(parseScaled('-5', 1)).toBeNull();
  });

  it('stores a good result in whole numbers and gives the form its text back', () => {
    const check = validateRaceResult(input(), now);
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'Kırklareli Milli Yarışı',
        date: '2026-05-10',
        releasePoint: 'Kırklareli',
        distanceM: 512_400,
        place: 3,
        basketed: 1240,
        speedMmPerMin: 1_345_678,
        coefficientMilli: 2419,
      },
    });
    if (!check.ok) throw new Error('refused');
    expect(raceResultInput(check.value)).toEqual(input({ speed: '1345,678' }));
    expect(formatKilometres(check.value.distanceM)).toBe('512,4');
    expect(formatSpeed(check.value.speedMmPerMin ?? 0)).toBe('1.345,678');
  });

  it('takes speed and coefficient as optional', () => {
    const check = validateRaceResult(input({ speed: '', coefficient: ' ' }), now);
    expect(
      check.ok && check.value.speedMmPerMin === null && check.value.coefficientMilli === null,
    ).toBe(true);
  });

  it('refuses a place beyond the birds basketed, a future date and a speed the distance denies', () => {
    const check = validateRaceResult(
      input({ place: '1300', date: '2026-06-16', speed: '150', name: '  ' }),
      now,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.place).toBe('Derece, katılan kuş sayısından (1240) büyük olamaz.');
    expect(check.errors.date).toBe('Yarış tarihi ileride olamaz.');
    expect(check.errors.name).toBe('Yarışın adını yazın.');
    // 512.4 km at 150 m/min is 56 hours of flying.
    expect(check.errors.speed).toBe(
      'Hız ile mesafe birbirini tutmuyor: bu hızla 512,4 km 56 saat 56 dakika sürer. İkisini de kontrol edin.',
    );
    expect(validateRaceResult(input({ date: '2026-06-15' }), now).ok).toBe(true);
    expect(validateRaceResult(input({ date: '2026-02-30' }), now).ok).toBe(false);
    expect(validateRaceResult(input({ distanceKm: '0' }), now).ok).toBe(false);
    expect(validateRaceResult(input({ basketed: '0' }), now).ok).toBe(false);
  });

  it('names the first bad row of a list and checks every row', () => {
    const list = validateRaceResults([input(), input({ basketed: 'çok' })], now);
    expect(list).toMatchObject({
      ok: false,
      message: '2. satır: Katılan kuş sayısını pozitif bir tam sayı olarak yazın.',
    });
    if (list.ok) return;
    expect(list.rows[0]).toEqual({});
    expect(Object.keys(list.rows[1] ?? {})).toEqual(['basketed']);
    expect(
      validateRaceResults(
        Array.from({ length: 31 }, () => input()),
        now,
      ),
    ).toMatchObject({
      ok: false,
      message: 'Bir güvercine en çok 30 yarış sonucu girilebilir.',
    });
  });

  it('puts the best place for the field first, then the longer and the newer race', () => {
    const of = (over: Partial<RaceResultInput>) => {
      const check = validateRaceResult(input(over), now);
      if (!check.ok) throw new Error(JSON.stringify(check.errors));
      return check.value;
    };
    const sorted = raceResultsBestFirst([
      of({ name: 'C', place: '10', basketed: '100' }),
      of({ name: 'A', place: '1', basketed: '800' }),
      of({ name: 'B', place: '2', basketed: '1000', distanceKm: '300', speed: '' }),
      of({ name: 'D', place: '2', basketed: '1000', distanceKm: '600', speed: '' }),
    ]);
    expect(sorted.map((r) => r.name)).toEqual(['A', 'D', 'B', 'C']);
  });
});
