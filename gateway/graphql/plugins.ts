import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Limits every operation must stay within (depth, aliases, tokens, cost, directives). */
export const OPERATION_LIMITS = {
  maxDepth: 12,
  maxAliases: 20,
  maxTokens: 4000,
  maxCost: 20000,
  maxDirectives: 30,
  maxBatch: 10,
} as const;

export function securityPlugins(isProduction: boolean): Plugin[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: OPERATION_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxTokens: { n: OPERATION_LIMITS.maxTokens },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost, ignoreIntrospection: true },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    // "Did you mean …?" hints reveal the schema; keep them for developers only.
    blockFieldSuggestion: { enabled: isProduction },
  });
  const plugins: Plugin[] = [armor as Plugin, csrfPrevention()];
  if (isProduction) plugins.push(noIntrospection());
  return plugins;
}

/** Introspection is a development aid; production clients use the published SDL. */
function noIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * CSRF prevention: a cross-site page can only send "simple" requests without a CORS preflight.
 * POSTs must therefore be JSON (or carry a custom header, which forces a preflight); GET can
 * only run queries, which change nothing. Session cookies are also SameSite=Lax.
 */
function csrfPrevention(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const simple = type === '' || SIMPLE_CONTENT_TYPES.includes(type);
      if (simple && !request.headers.has('x-csrf-prevention')) {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({
              errors: [
                createGraphQLError('POST requests must have Content-Type: application/json', {
                  extensions: { code: 'CSRF_PREVENTED' },
                }).toJSON(),
              ],
            }),
            { status: 415, headers: { 'content-type': 'application/json' } },
          ),
        );
      }
    },
  };
}
