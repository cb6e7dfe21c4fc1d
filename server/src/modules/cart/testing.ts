/** The cart domain's helpers for other domains' tests: shoppers, products with stock, members with credit. */
export {
  type CartCall,
  expectError,
  grantCredit,
  inventoryOf,
  makeProduct,
  newAccessToken,
  newMember,
  setInventory,
  shopper,
} from './cart.test-kit.ts';
