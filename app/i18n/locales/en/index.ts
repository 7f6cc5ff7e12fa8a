// Every namespace of one language, loaded as one chunk per language.
import admin from "./admin.ts";
import ai from "./ai.ts";
import auth from "./auth.ts";
import chat from "./chat.ts";
import chatScreen from "./chat-screen.ts";
import common from "./common.ts";
import forms from "./forms.ts";
import legal from "./legal.ts";
import moderation from "./moderation.ts";
import site from "./site.ts";
import videos from "./videos.ts";

export default { admin, auth, common, site, legal, forms, chat, chatScreen, moderation, videos, ai };
