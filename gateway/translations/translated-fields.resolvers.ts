import type { Resolvers } from '../__generated__/resolvers-types';
import { sanitizeDescription } from '../catalogue/description-html';
import { sanitisePostHtml } from '../blog/post-html';
import { translated, translatedList } from './content-dictionary';
import { contentTexts, dictionaryOf } from './content-texts.loaders';

/**
 * Every translatable field of the API in one place (docs/decisions/034): each answers in the
 * request's language, falling back to the English of its own row field by field. Product and brand
 * names, slugs and codes are not here: they stay as written.
 */
export const translatedFieldResolvers: Resolvers = {
  Category: {
    name: async (row, _args, context) => translated((await dictionaryOf(context)).category(row.id).name, row.name),
    description: async (row, _args, context) =>
      translated((await dictionaryOf(context)).category(row.id).description, row.description),
  },
  ProductType: {
    name: async (row, _args, context) => translated((await dictionaryOf(context)).type(row.id).name, row.name),
  },
  ProductAttributeGroup: {
    name: async (group, _args, context) => (await dictionaryOf(context)).phrase(group.name),
  },
  ProductAttribute: {
    name: async (row, _args, context) => (await dictionaryOf(context)).phrase(row.name),
    values: async (row, _args, context) => {
      const dictionary = await dictionaryOf(context);
      return row.values.map((value) => ({ ...value, name: dictionary.phrase(value.name) }));
    },
  },
  ProductOption: {
    name: async (row, _args, context) => (await dictionaryOf(context)).phrase(row.name),
    values: async (row, _args, context) => {
      const dictionary = await dictionaryOf(context);
      return row.values.map((value) => ({ ...value, name: dictionary.phrase(value.name) }));
    },
  },
  // A cart line's or order item's chosen option: labels by their English text (orders store English).
  LineOption: {
    name: async (option, _args, context) => (await dictionaryOf(context)).phrase(option.name),
    valueName: async (option, _args, context) => (await dictionaryOf(context)).phrase(option.valueName),
  },
  Product: {
    excerpt: async (row, _args, context) =>
      translated((await contentTexts(context).product.load(row.id))?.excerpt, row.excerpt),
    description: async (row, _args, context) => {
      const text = (await contentTexts(context).product.load(row.id))?.description;
      return text ? sanitizeDescription(text) : row.description;
    },
  },
  Service: {
    name: async (row, _args, context) => translated((await dictionaryOf(context)).service(row.id).name, row.name),
    summary: async (row, _args, context) =>
      translated((await dictionaryOf(context)).service(row.id).summary, row.summary),
    description: async (row, _args, context) =>
      translated((await dictionaryOf(context)).service(row.id).description, row.description),
    includes: async (row, _args, context) =>
      translatedList((await dictionaryOf(context)).service(row.id).includes, row.includes),
  },
  ServicePackage: {
    name: async (row, _args, context) =>
      translated((await dictionaryOf(context)).servicePackage(row.id).name, row.name),
    includes: async (row, _args, context) =>
      translatedList((await dictionaryOf(context)).servicePackage(row.id).includes, row.includes),
  },
  // A workshop wherever it appears (service page, slots, bookings, installation choices): its city
  // and address; the workshop's name is a proper name and stays as written.
  ServiceCity: {
    name: async (row, _args, context) => translated((await dictionaryOf(context)).workshop(row.city).name, row.name),
    address: async (row, _args, context) =>
      translated((await dictionaryOf(context)).workshop(row.city).address, row.address),
  },
  BlogCategory: {
    name: async (node, _args, context) =>
      translated((await dictionaryOf(context)).blogCategory(node.id).name, node.name),
  },
  Post: {
    title: async (row, _args, context) => translated((await contentTexts(context).post.load(row.id))?.title, row.title),
    excerpt: async (row, _args, context) =>
      translated((await contentTexts(context).post.load(row.id))?.excerpt, row.excerpt),
    body: async (row, _args, context) => {
      const text = (await contentTexts(context).post.load(row.id))?.body_html;
      return sanitisePostHtml(text?.trim() ? text : row.body_html);
    },
  },
};
