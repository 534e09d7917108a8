import type { Linter } from 'eslint';

export const FEATURES: string[];
export const importContracts: Linter.Config[];
export const sizeBudgets: Linter.Config[];
