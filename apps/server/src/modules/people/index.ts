/** The public face of people: code outside the module imports only this file (lint enforces it). */
export { peopleRoutes } from './people.routes';
export { invitationMail } from './people.mail';
export { canReadPerson } from './people.policy';
export { pictureUrl } from './people.presenter';
export { countMemberships, findUser, insertMembership, lockMembership } from './people.queries';
export { admitToInstitute } from './people.service';
