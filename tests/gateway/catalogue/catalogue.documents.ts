/** The shop API's catalogue documents read by catalogue.api.test.ts. */
import { graphql } from '../../support/graphql';

export const TOP_CATEGORIES = graphql(`
  query CatalogueTopCategories {
    categories(depth: 1) {
      slug
      type
      layout
      paginationMode
      items
      parent {
        slug
      }
      children {
        slug
        items
        children {
          slug
        }
      }
    }
  }
`);
export const CATEGORIES_BY_PARENT_AND_SLUGS = graphql(`
  query CatalogueCategoriesByParentAndSlugs {
    byParent: categories(parent: "tyres-wheels") {
      slug
      parent {
        slug
      }
    }
    bySlugs: categories(slugs: ["helmets", "nope", "tyres"]) {
      slug
    }
  }
`);
export const CATEGORY_BY_SLUG = graphql(`
  query CatalogueCategoryBySlug {
    known: category(slug: "engine-filters") {
      name
      children {
        slug
        children {
          slug
        }
      }
    }
    unknown: category(slug: "rockets") {
      slug
    }
  }
`);
export const BRANDS_LIST = graphql(`
  query CatalogueBrands {
    all: brands {
      slug
      name
      country
      image
    }
    three: brands(limit: 3) {
      slug
    }
  }
`);
export const PRODUCT_ID = graphql(`
  query CatalogueProductId($slug: String!) {
    product(slug: $slug) {
      id
    }
  }
`);
export const PRODUCT_PAGE = graphql(`
  query CatalogueProductPage($slug: String!, $v: ID) {
    product(slug: $slug) {
      id
      name
      excerpt
      description
      slug
      sku
      partNumber
      stock
      price {
        amount
        currency
      }
      compareAtPrice {
        amount
      }
      images {
        url
      }
      badges
      rating
      reviews
      brand {
        slug
        country
      }
      type {
        slug
        name
        attributeGroups {
          name
          attributes {
            slug
            featured
          }
        }
      }
      attributes {
        name
        slug
        featured
        values {
          name
          slug
        }
      }
      options {
        type
        slug
        name
        values {
          slug
          name
          color
        }
      }
      tags
      categories {
        slug
      }
      compatibility
      compatibleVehicleIds
      fitment(vehicleId: $v)
      noVehicle: fitment
    }
  }
`);
export const FITMENTS = graphql(`
  query CatalogueFitments($v: ID, $all: String!, $unknown: String!, $fits: String!, $misses: String!) {
    a: product(slug: $all) {
      compatibility
      fitment(vehicleId: $v)
    }
    u: product(slug: $unknown) {
      compatibility
      fitment(vehicleId: $v)
    }
    f: product(slug: $fits) {
      compatibility
      fitment(vehicleId: $v)
      compatibleVehicleIds
    }
    m: product(slug: $misses) {
      fitment(vehicleId: $v)
    }
  }
`);
export const ANALOGS_AND_RELATED = graphql(`
  query CatalogueAnalogsAndRelated($id: ID!) {
    productAnalogs(productId: $id, limit: 20) {
      slug
      type {
        slug
      }
      brand {
        slug
      }
    }
    relatedProducts(productId: $id, limit: 50) {
      slug
      categories {
        slug
      }
    }
  }
`);
export const ANALOGS_BY_SLUG = graphql(`
  query CatalogueAnalogsBySlug($slug: String!, $limit: Int) {
    productAnalogs(slug: $slug, limit: $limit) {
      slug
    }
  }
`);
export const PRODUCT_BLOCKS = graphql(`
  query CatalogueProductBlocks {
    featuredProducts(limit: 50) {
      slug
    }
    popularProducts(limit: 3) {
      slug
    }
    topRatedProducts(limit: 5) {
      rating
      reviews
    }
    specialOffers(limit: 100) {
      slug
      price {
        amount
      }
      compareAtPrice {
        amount
      }
    }
    latestProducts(limit: 2) {
      slug
    }
    inTyres: popularProducts(limit: 100, category: "tyres") {
      categories {
        slug
      }
    }
  }
`);
