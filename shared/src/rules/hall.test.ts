import { hallAskingPrice, hallStep } from './hall';

describe('the hall mezat asking price', () => {
  it('is the starting price until the first bid', () => {
    expect(hallAskingPrice({ startingPrice: 700, currentPrice: null, stepOverride: null })).toBe(
      700,
    );
    expect(hallAskingPrice({ startingPrice: 700, currentPrice: null, stepOverride: 250 })).toBe(
      700,
    );
  });

  it("then the standing price plus SPEC §9's step", () => {
    expect(hallAskingPrice({ startingPrice: 700, currentPrice: 700, stepOverride: null })).toBe(
      750,
    );
    expect(hallAskingPrice({ startingPrice: 700, currentPrice: 1000, stepOverride: null })).toBe(
      1100,
    );
    expect(hallAskingPrice({ startingPrice: 700, currentPrice: 12000, stepOverride: null })).toBe(
      13000,
    );
  });

  it("or plus the clerk's step for the lot", () => {
    expect(hallStep({ stepOverride: 250 }, 12000)).toBe(250);
    expect(hallAskingPrice({ startingPrice: 700, currentPrice: 12000, stepOverride: 250 })).toBe(
      12250,
    );
  });
});
