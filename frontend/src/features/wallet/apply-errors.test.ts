import { describe, expect, it } from 'vitest';
import { applyProblem, serverAnswered } from './apply-errors';

const apiError = (code: number, data: unknown = null, message = 'server text') => ({
  kind: 'APIError' as const,
  code,
  message,
  data,
});

describe('placing a refused application', () => {
  it('puts a 102 under the field it names, translated to the form field', () => {
    expect(applyProblem(apiError(102, { field: 'transaction_id' }), 'recharge', '')).toEqual({
      field: 'transactionId',
      message: 'server text',
    });
    expect(applyProblem(apiError(102, { field: 'proof_image' }), 'recharge', '')?.field).toBe('proofImage');
    expect(applyProblem(apiError(102, { field: 'Idempotency-Key' }), 'recharge', '')).toEqual({
      message: 'server text',
    });
  });

  it("says 'Exceed withdrawal balance' for 106 on a withdrawal, under the amount", () => {
    expect(applyProblem(apiError(106, null, 'Insufficient balance'), 'withdraw', '')).toEqual({
      field: 'amount',
      message: 'Exceed withdrawal balance',
    });
  });

  it('puts an unknown recharge method (30903) under the method and a pending one above the button', () => {
    expect(applyProblem(apiError(30903), 'recharge', '')?.field).toBe('method');
    expect(applyProblem(apiError(30902), 'recharge', '')).toEqual({ message: 'server text' });
    expect(applyProblem(apiError(30805), 'withdraw', '')).toEqual({ message: 'server text' });
  });

  it('leaves 101 to the log-in redirect and tells answers from silence', () => {
    expect(applyProblem({ kind: 'NotLogin', code: 101, message: '' }, 'recharge', '')).toBeNull();
    expect(serverAnswered(apiError(30902))).toBe(true);
    expect(serverAnswered({ kind: 'NetworkError', status: null, message: 'down' })).toBe(false);
  });
});
