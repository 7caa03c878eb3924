import { builder } from './builder';
import './accounts';
import './accounts-profile';
import './admin';
import './billing';
import './catalog';
import './catalog-media';
import './catalog-service';
import './catalog-editor';
import './contact';
import './content';
import './engagement';
import './geo';
import './media';
import './messaging';
import './platform';
import './vendors';

export const schema = builder.toSchema({ sortSchema: true });
