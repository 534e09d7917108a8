import type { RuleScope } from './commission-types';

/** What the rule dialog works on: a new rule (no target yet), a rule to change, or one to remove. */
export interface RuleEdit {
  scope: RuleScope;
  mode: 'set' | 'remove';
  /** The category or shop of an existing rule; absent while adding one (and for the default). */
  targetId?: number;
  /** How the target reads on screen (its path or name). */
  targetLabel?: string;
  /** The rate it has now, the form's starting value. */
  percent?: string;
}
