import { describe, expect, it } from 'vitest';
import { mentionsAllergy, splitAllergyWords } from './allergy.ts';

const words = (comment: string) =>
  splitAllergyWords(comment)
    .filter((p) => p.allergy)
    .map((p) => p.text);

describe('allergy words in a comment', () => {
  it('finds the Russian, Romanian and English words in any case and form', () => {
    expect(words('У ребёнка АЛЛЕРГИЯ на орехи, аллергик! Сильной аллергией')).toEqual([
      'АЛЛЕРГИЯ',
      'аллергик',
      'аллергией',
    ]);
    expect(words('Alergie la lactoză; copilul e alergic, alergică, alergii')).toEqual([
      'Alergie',
      'alergic',
      'alergică',
      'alergii',
    ]);
    expect(words('Allergy: nuts. Very allergic, allergies')).toEqual(['Allergy', 'allergic', 'allergies']);
  });

  it('leaves other text alone and gives the comment back whole', () => {
    const comment = 'Без лука, пожалуйста; аллергия на кунжут';
    expect(
      splitAllergyWords(comment)
        .map((p) => p.text)
        .join(''),
    ).toBe(comment);
    expect(mentionsAllergy('Без лука, звонить в домофон')).toBe(false);
    expect(mentionsAllergy('nonallergic')).toBe(false);
    expect(splitAllergyWords('')).toEqual([]);
  });
});
