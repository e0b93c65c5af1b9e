/** The product's name, as a newcomer first reads it: on the home page and the dashboard's sign-in. */
export const PRODUCT_NAME = 'Partner Music Library API';
