// Every namespace of one language, loaded as one chunk per language.
import admin from "./admin.ts";
import adminAds from "./admin-ads.ts";
import adminRewards from "./admin-rewards.ts";
import adminRooms from "./admin-rooms.ts";
import adminSocial from "./admin-social.ts";
import ads from "./ads.ts";
import ai from "./ai.ts";
import auth from "./auth.ts";
import chat from "./chat.ts";
import chatScreen from "./chat-screen.ts";
import common from "./common.ts";
import directChats from "./direct-chats.ts";
import forms from "./forms.ts";
import legal from "./legal.ts";
import moderation from "./moderation.ts";
import profile from "./profile.ts";
import rewards from "./rewards.ts";
import rooms from "./rooms.ts";
import security from "./security.ts";
import site from "./site.ts";
import social from "./social.ts";
import stories from "./stories.ts";
import videos from "./videos.ts";

export default {
  admin,
  adminAds,
  ads,
  auth,
  common,
  site,
  legal,
  forms,
  chat,
  chatScreen,
  moderation,
  videos,
  ai,
  rewards,
  adminRewards,
  profile,
  social,
  stories,
  adminSocial,
  security,
  rooms,
  directChats,
  adminRooms,
};
