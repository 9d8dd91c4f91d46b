/**
 * What other modules use of licences: the enforcement point for gated work (withLicence), the seat limit
 * check for adding teachers, students and classes (enforceLimit), and storage accounting; the operator
 * console's licence actions (licenceAdmin) and what coupons change on a licence.
 */
export { licenceRoutes } from './licences.routes';
export * as licenceAdmin from './licence-admin.service';
export { DEMO_OPERATOR, seedDemoLicensing } from './licences.demo-seed';
export { canManageLicence, isUsable, periodStart } from './licences.policy';
export { addBonus, findInstituteById, findLicenceOfInstitute, insertLicence, updateLicence } from './licences.queries';
export { loadDetails } from './licences.service';
export {
  type UseRequest,
  type UseScope,
  chargeStorage,
  chargeUse,
  refundUse,
  validateUse,
  enforceLimit,
  releaseStorage,
  withLicence,
} from './licence-enforcement';
