// Every namespace of one language, loaded as one chunk per language.
import auth from "./auth.ts";
import chat from "./chat.ts";
import chatScreen from "./chat-screen.ts";
import common from "./common.ts";
import forms from "./forms.ts";
import legal from "./legal.ts";
import site from "./site.ts";

export default { auth, common, site, legal, forms, chat, chatScreen };
