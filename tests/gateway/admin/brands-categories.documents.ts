/** The admin API's brand and category documents, shared by the brands-and-categories tests. */
import { adminGraphql } from '../../support/graphql';

export const BRAND = adminGraphql(`fragment Brand on AdminBrand { id slug name country image productCount }`);
export const CATEGORY = adminGraphql(
  `fragment Category on AdminCategory { id slug name description parent layout position productCount translations { language name description } }`,
);
export const CREATE_BRAND = adminGraphql(
  `mutation CreateBrand($input: BrandInput!) { createBrand(input: $input) { brand { ...Brand } errors { code field } } }`,
);
export const UPDATE_BRAND = adminGraphql(
  `mutation UpdateBrand($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { brand { ...Brand } errors { code field } } }`,
);
export const CREATE_CATEGORY = adminGraphql(
  `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { category { ...Category } errors { code field } } }`,
);
export const UPDATE_CATEGORY = adminGraphql(`mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) { category { ...Category } errors { code field } } }`);
export const DELETE_BRAND = adminGraphql(
  `mutation DeleteBrand($id: ID!) { deleteBrand(id: $id) { brand { id slug } errors { code field } } }`,
);
export const DELETE_CATEGORY = adminGraphql(
  `mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) { category { id slug } errors { code field } } }`,
);
