import type { ErrorCode } from '../__generated__/resolvers-types';

/** An expected failure, as the schema's `UserError` (code + path of the field it is about). */
export interface UserError {
  code: ErrorCode;
  field: string[] | null;
}

export function userError(code: ErrorCode, ...field: string[]): UserError {
  return { code, field: field.length ? field : null };
}
