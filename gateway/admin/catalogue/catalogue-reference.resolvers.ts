import type { BrandInput, CategoryInput, Resolvers } from '../../__generated__/admin-types';
import type { BrandFields, CategoryFields } from '../../../rules/catalogue/brand-category-fields';
import { actorOf } from '../admin-context';
import type { BrandChange, CategoryChange } from './brands-categories.service';
import { rowId } from './row-id';

const brandFields = (input: BrandInput): BrandFields => ({
  name: input.name,
  slug: input.slug ?? '',
  country: input.country,
  image: input.image ?? '',
});

const categoryFields = (input: CategoryInput): CategoryFields => ({
  name: input.name,
  slug: input.slug ?? '',
  description: input.description ?? '',
  parent: input.parent ?? '',
  layout: input.layout === 'CATEGORIES' ? 'categories' : 'products',
  position: input.position ?? 0,
  translations: (input.translations ?? []).map((t) => ({
    language: t.language,
    name: t.name ?? '',
    description: t.description ?? '',
  })),
});

const brandPayload = (change: BrandChange) =>
  change.ok ? { brand: change.after, errors: [] } : { brand: null, errors: change.errors };
const categoryPayload = (change: CategoryChange) =>
  change.ok ? { category: change.after, errors: [] } : { category: null, errors: change.errors };
const missing = { code: 'PAGE_NOT_FOUND' as const, field: ['id'] };

/** Brands and shop categories (schema/admin/catalogue-reference.graphql; roles in operation-roles.ts). */
export const catalogueReferenceResolvers: Resolvers = {
  Query: {
    adminBrands: (_root, _args, { admin }) => admin.brandsCategories.brands(),
    adminCategories: (_root, _args, { admin }) => admin.brandsCategories.categories(),
  },
  Mutation: {
    createBrand: async (_root, { input }, context) =>
      brandPayload(await context.admin.brandsCategories.createBrand(brandFields(input), actorOf(context))),
    updateBrand: async (_root, { id, input }, context) => {
      const found = rowId(id);
      if (found === null) return { brand: null, errors: [missing] };
      return brandPayload(
        await context.admin.brandsCategories.updateBrand(found, brandFields(input), actorOf(context)),
      );
    },
    createCategory: async (_root, { input }, context) =>
      categoryPayload(await context.admin.brandsCategories.createCategory(categoryFields(input), actorOf(context))),
    updateCategory: async (_root, { id, input }, context) => {
      const found = rowId(id);
      if (found === null) return { category: null, errors: [missing] };
      return categoryPayload(
        await context.admin.brandsCategories.updateCategory(found, categoryFields(input), actorOf(context)),
      );
    },
    deleteBrand: async (_root, { id }, context) => {
      const found = rowId(id);
      if (found === null) return { brand: null, errors: [missing] };
      return brandPayload(await context.admin.brandsCategories.deleteBrand(found, actorOf(context)));
    },
    deleteCategory: async (_root, { id }, context) => {
      const found = rowId(id);
      if (found === null) return { category: null, errors: [missing] };
      return categoryPayload(await context.admin.brandsCategories.deleteCategory(found, actorOf(context)));
    },
  },
};
