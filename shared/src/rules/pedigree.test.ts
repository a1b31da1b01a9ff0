import {
  PEDIGREE_PATHS,
  pedigreeGeneration,
  pedigreePlace,
  pedigreeSex,
  validatePedigree,
} from './pedigree';

const at = (path: string, ring: string, over: Record<string, string> = {}) => ({
  path,
  ring,
  name: '',
  colour: '',
  note: '',
  ...over,
});

describe('the places of a pedigree', () => {
  it('has thirty places over four generations, sires before dams', () => {
    expect(PEDIGREE_PATHS).toHaveLength(30);
    expect(PEDIGREE_PATHS.slice(0, 6)).toEqual(['s', 'd', 'ss', 'sd', 'ds', 'dd']);
    expect(PEDIGREE_PATHS.at(-1)).toBe('dddd');
    expect(PEDIGREE_PATHS.map(pedigreeGeneration).filter((g) => g === 4)).toHaveLength(16);
  });

  it('reads each place out in Turkish, from the pigeon up', () => {
    expect(pedigreePlace('s')).toBe('Baba');
    expect(pedigreePlace('d')).toBe('Anne');
    expect(pedigreePlace('sd')).toBe('Babanın annesi');
    expect(pedigreePlace('dsd')).toBe('Annenin babasının annesi');
    expect(pedigreePlace('ssds')).toBe('Babanın babasının annesinin babası');
    expect([pedigreeSex('ds'), pedigreeSex('sd')]).toEqual(['male', 'female']);
  });
});

describe('validatePedigree', () => {
  it('trims, drops empty places and keeps the tree order', () => {
    const verdict = validatePedigree({
      bloodline: '  Janssen   ×  Delbar ',
      ancestors: [
        at('sd', ' NL-2016-1 '),
        at('d', ''),
        at('s', 'BE-2015-2', { name: ' Olympiade ' }),
      ],
    });
    expect(verdict).toEqual({
      ok: true,
      value: {
        bloodline: 'Janssen × Delbar',
        ancestors: [at('s', 'BE-2015-2', { name: 'Olympiade' }), at('sd', 'NL-2016-1')],
      },
    });
  });

  it('refuses an ancestor above an empty place, naming both places', () => {
    const verdict = validatePedigree({ bloodline: '', ancestors: [at('dss', 'TR-1')] });
    expect(verdict).toMatchObject({
      ok: false,
      message:
        'Annenin babasının babası: Önce Annenin babası girilmeli: bir kuşun atası, kendisi olmadan girilmez.',
      places: { dss: { ring: expect.stringContaining('Annenin babası') } },
    });
  });

  it('refuses a place that is not in the tree, one given twice, and texts over their length', () => {
    expect(validatePedigree({ bloodline: '', ancestors: [at('x', 'TR-1')] })).toMatchObject({
      ok: false,
      message: 'Soy ağacında böyle bir yer yok.',
    });
    expect(validatePedigree({ bloodline: '', ancestors: [at('sssss', 'TR-1')] })).toMatchObject({
      ok: false,
    });
    expect(
      validatePedigree({ bloodline: '', ancestors: [at('s', 'TR-1'), at('s', 'TR-2')] }),
    ).toMatchObject({ ok: false, message: 'Baba: Soy ağacında aynı yere iki kuş girilmiş.' });
    expect(
      validatePedigree({ bloodline: '', ancestors: [at('d', 'TR-1', { note: 'ç'.repeat(161) })] }),
    ).toMatchObject({
      ok: false,
      message: 'Anne: Not en çok 160 karakter olabilir.',
      places: { d: { note: 'Not en çok 160 karakter olabilir.' } },
    });
    expect(validatePedigree({ bloodline: 'ş'.repeat(121), ancestors: [] })).toMatchObject({
      ok: false,
      bloodline: 'Soy hattı en çok 120 karakter olabilir.',
    });
  });
});
