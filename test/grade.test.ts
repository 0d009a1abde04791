import { describe, expect, it } from 'vitest';
import { gradeForScore, gradeRank, isGrade } from '../src/shared/grade.js';

describe('gradeForScore', () => {
  it.each([
    [100, 'good'],
    [79.01, 'good'],
    [79, 'decent'],
    [49, 'decent'],
    [48.99, 'bad'],
    [0, 'bad'],
  ])('grades %s as %s', (score, grade) => {
    expect(gradeForScore(score)).toBe(grade);
  });
});

describe('isGrade and gradeRank', () => {
  it('accepts only the three grades', () => {
    expect(isGrade('good')).toBe(true);
    expect(isGrade('Good')).toBe(false);
    expect(isGrade(80)).toBe(false);
  });
  it('ranks worse grades higher', () => {
    expect(gradeRank('bad')).toBeGreaterThan(gradeRank('decent'));
    expect(gradeRank('decent')).toBeGreaterThan(gradeRank('good'));
  });
});
