import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitError } from './limit-error';

const OPENERS = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSERS = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Lexes a document once before it is parsed: more than `maxTokens` tokens, or brackets, braces and
 * parentheses nested more than `maxNesting` deep (a list literal nested 1,900 deep overflowed the
 * stack of the recursive parser and validators), refuse it with a typed 400. Lexical errors are
 * left to the parser, which reports them as usual.
 */
export function checkDocumentSize(source: string, maxTokens: number, maxNesting: number): void {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > maxTokens)
        throw limitError('MAX_TOKENS_EXCEEDED', `Token limit of ${maxTokens} exceeded.`, { limit: maxTokens });
      if (OPENERS.has(token.kind) && ++nesting > maxNesting)
        throw limitError('MAX_NESTING_EXCEEDED', `Nesting limit of ${maxNesting} exceeded.`, { limit: maxNesting });
      if (CLOSERS.has(token.kind)) nesting -= 1;
    }
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.http) throw error;
    // A syntax error: the parser that follows says where.
  }
}

/** Documents that passed, remembered so that the same text is not lexed again (most of a shop's traffic). */
const ACCEPTED_REMEMBERED = 1000;
/** Longer documents are checked every time rather than kept in memory. */
const REMEMBER_UP_TO_CHARS = 20_000;

/** Runs checkDocumentSize before Yoga's parser, once per distinct document text that passes. */
export function parseLimits(maxTokens: number, maxNesting: number): Plugin {
  const accepted = new Set<string>();
  return {
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (accepted.has(source)) return;
      checkDocumentSize(source, maxTokens, maxNesting);
      if (source.length > REMEMBER_UP_TO_CHARS) return;
      if (accepted.size >= ACCEPTED_REMEMBERED) accepted.delete(accepted.values().next().value!);
      accepted.add(source);
    },
  };
}
