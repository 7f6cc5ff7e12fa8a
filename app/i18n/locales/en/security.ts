// Security (issue 17): what the throttling and the other protections tell a person. English defines the keys.
export default {
  login: {
    robotCheck:
      "Many wrong passwords were tried on this account recently. Send again: a quick automatic check that you are not a robot runs first.",
  },
};
