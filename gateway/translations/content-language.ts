import type { Plugin } from 'graphql-yoga';
import { preferredLanguage } from '../../rules/i18n/accept-language';
import { CONTENT_LANGUAGES, type ContentLanguage } from './content-dictionary';

/**
 * The one way a request chooses the content's language, for browsers and API clients alike
 * (docs/decisions/034): HTTP's Accept-Language. The first of en, hi, kn, ta, te it names (by
 * quality; "ta-IN" counts as "ta"), else English. The web app sends the shopper's chosen language,
 * and the server's page renderer the language the page is rendered in.
 */
export function requestLanguage(request: Request): ContentLanguage {
  return preferredLanguage(request.headers.get('accept-language'), CONTENT_LANGUAGES, 'en');
}

/**
 * Says which language an answer is in (`Content-Language`) and that it depends on the request's
 * Accept-Language (`Vary`), so no shared cache (a CDN, the browser's) hands one language's answer
 * to a request for another.
 */
export function contentLanguagePlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      response.headers.set('content-language', requestLanguage(request));
      const vary = response.headers.get('vary');
      if (!vary?.toLowerCase().includes('accept-language'))
        response.headers.set('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    },
  };
}
