import { moveItem } from './move-item';

describe('moveItem', () => {
  it('moves one item up or down and leaves the list it was given alone', () => {
    const list = ['kapak', 'yan', 'arka'] as const;
    expect(moveItem(list, 2, 1)).toEqual(['kapak', 'arka', 'yan']);
    expect(moveItem(list, 0, 1)).toEqual(['yan', 'kapak', 'arka']);
    expect(list).toEqual(['kapak', 'yan', 'arka']);
  });
});
