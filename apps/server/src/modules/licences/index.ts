/**
 * What other modules use of licences: the enforcement point for gated work (withLicence), the seat limit
 * check for adding teachers, students and classes (enforceLimit), and storage accounting.
 */
export {
  type UseRequest,
  type UseScope,
  chargeStorage,
  enforceLimit,
  releaseStorage,
  withLicence,
} from './licence-enforcement';
