import type { RequestHandler } from 'express';
import { Lexer, Source, TokenKind } from 'graphql';

/** Whether `query` has more than `maxTokens` tokens; a syntax error is left to Apollo's parser. */
export function exceedsTokens(query: string, maxTokens: number): boolean {
  const lexer = new Lexer(new Source(query));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count += 1) {
      if (count >= maxTokens) return true;
    }
  } catch {
    // A syntax error: Apollo's parser reports it with its usual 400.
  }
  return false;
}

/**
 * Refuses documents with more than `maxTokens` tokens before Apollo parses them. (graphql-armor's
 * own token limit throws inside Apollo's parsing hook, which Apollo reports as a 500.) A trusted
 * document (see trusted-documents.ts) is ours and within the limit (tested): it is not counted.
 */
export function tokenLimit(maxTokens: number): RequestHandler {
  return (req, res, next) => {
    const query: unknown = req.body?.query ?? req.query.query;
    if (typeof query !== 'string' || res.locals.trustedDocument === true) return next();
    if (!exceedsTokens(query, maxTokens)) return next();
    res.locals.graphqlErrorCode = 'GRAPHQL_PARSE_FAILED';
    res.status(400).json({
      errors: [
        {
          message: `Syntax Error: Token limit of ${maxTokens} exceeded.`,
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        },
      ],
    });
  };
}
