import { describeAccountFlows } from './account-flows';

describeAccountFlows('account flows (app store on PGlite)', async () => ({}));
